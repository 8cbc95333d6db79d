import Foundation
import HapticKitCLI

// A reader that goes away makes a write fail with EPIPE, which the tool reports (exit 2, a
// message on standard error), instead of killing the process with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
let arguments = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }?
        .map { UInt8(bitPattern: $0) } ?? []
}
exit(HapticKitCommandLine.main(rawArguments: arguments))
