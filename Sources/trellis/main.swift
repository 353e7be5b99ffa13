import Foundation
import TrellisCLI

// The `trellis` command: all of its logic lives in TrellisCLI.
exit(TrellisCLI.run(Array(CommandLine.arguments.dropFirst())))
