import IssueReporting

public func avisar(_ mensaje: String) { reportIssue(mensaje) }
