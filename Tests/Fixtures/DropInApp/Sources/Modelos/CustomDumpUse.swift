import CustomDump

public func volcado(_ value: Any) -> String { String(customDumping: value) }
