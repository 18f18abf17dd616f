public protocol CasePathable {}
