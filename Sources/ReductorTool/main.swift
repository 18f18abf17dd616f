import Foundation
import ReductorInsight

// `reductor tree` and `reductor lint` (Reductor.docc/Insight.md).
let result = InsightCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.error.utf8))
exit(result.status)
