import Foundation

struct Formatter { func format(_ value: Int) -> String { "\(value)" } }
