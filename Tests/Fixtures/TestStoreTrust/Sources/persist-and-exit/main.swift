import Foundation
import Reductor

// Changes a file-stored value twice and exits at once: the first change is written right
// away, the second waits for the coalescing second and must be written when the process
// exits. `sharedValueSurvivesExit()` runs it and reads the file back.
func run(_ url: URL) -> Never {
  @Shared(.fileStorage(url)) var notas: [String] = []
  $notas.withLock { $0.append("primera") }
  $notas.withLock { $0.append("antes de salir") }
  exit(0)
}

run(URL(fileURLWithPath: CommandLine.arguments[1]))
