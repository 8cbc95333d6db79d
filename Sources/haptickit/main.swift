import Foundation
import HapticKitCLI

let result = HapticKitCommandLine.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.status)
