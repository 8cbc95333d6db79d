import Foundation
import Testing

/// The built `haptickit` under failing streams and odd arguments, run through `bash` so the
/// shell can close, fill or break them: the traps the hardening found, each a case that trapped before.
@Suite("haptickit, end to end: failing streams and odd arguments")
struct StreamFailureTests {
    /// Runs `script` in `bash -c` with the tool's path as `$0`; returns the exit status and
    /// what the script wrote.
    static func bash(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try EndToEndTests.runProcess(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script, try EndToEndTests.binary().path])
    }

    @Test("a full disk on standard output is a message and exit 2, not a trap")
    func fullDisk() throws {
        let result = try Self.bash(#""$0" matrix > /dev/full"#)
        #expect(result.status == 2)
        #expect(result.stderr == "haptickit: cannot write to standard output: no space left on the device\n")
    }

    @Test("a closed standard output is a message and exit 2, not a trap")
    func closedOutput() throws {
        let result = try Self.bash(#""$0" matrix >&-"#)
        #expect(result.status == 2)
        #expect(result.stderr == "haptickit: cannot write to standard output: the stream is closed\n")
    }

    @Test("a closed standard error with output to deliver still exits with the command's status")
    func closedError() throws {
        let result = try Self.bash(#""$0" route nonsense 2>&-"#)
        #expect(result.status == 2)
        let fine = try Self.bash(#""$0" devices 2>&-"#)
        #expect(fine.status == 0)
    }

    @Test("a broken pipe with SIGPIPE ignored is a message and exit 2, not a trap")
    func brokenPipe() throws {
        // The reader (`true`) is gone before the tool writes; the tool's status goes to stderr.
        let result = try Self.bash(
            #"trap '' PIPE; { sleep 0.3; "$0" matrix 2>/dev/null; echo "status $?" >&2; } | true"#)
        #expect(result.stderr == "status 2\n")
    }

    @Test("a broken pipe, with SIGPIPE as the shell leaves it, is a message and exit 2, not death by signal")
    func brokenPipeWithoutTrap() throws {
        // The reader (`true`) is gone before the tool writes; its status and message go to stderr.
        let result = try Self.bash(
            #"{ sleep 0.3; message=$("$0" matrix 2>&1 >&3); echo "status $? $message" >&2; } 3>&1 | true"#)
        #expect(
            result.stderr == "status 2 haptickit: cannot write to standard output: the reader has gone (broken pipe)\n")
    }

    @Test("a file name that is not UTF-8 is named as such, with its bytes")
    func nonUTF8Name() throws {
        let result = try Self.bash(#""$0" lint "$(printf 'bad\377name.ahap')""#)
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"'bad\xFFname.ahap', is not UTF-8"#))
        #expect(!result.stderr.contains("no file or preset"))
    }

    @Test("lint - - reads standard input once and says so about the second")
    func standardInputTwice() throws {
        let result = try Self.bash(
            #"echo '{"Version": 1, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}}]}' | "$0" lint - -"#
        )
        #expect(result.status == 2)
        #expect(result.stdout == "1 input checked: 0 errors, 0 warnings; 1 input unreadable\n")
        #expect(result.stderr.contains("'-' is given twice; standard input can be read only once"))
    }

    @Test("a pattern with errors on standard input names a lint command that can be run: 'haptickit lint -'")
    func standardInputWithErrors() throws {
        let result = try Self.bash(#"echo '{"Version": 1}' | "$0" convert - --to web"#)
        #expect(result.status == 1)
        #expect(
            result.stderr == "haptickit convert: '<stdin>' has errors; 'haptickit lint -' lists everything:\n"
                + "  <stdin>:1:1: error: no Pattern array; an AHAP file needs one (missing-key)\n")
    }

    @Test("a notation that cannot be read exits 1, as the contract says of wrong input, from the shell too")
    func badNotation() throws {
        let result = try Self.bash(#""$0" lint 'notation:O('"#)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("notation:1:2: error: bad notation 'O(': '(' is never closed (syntax)\n"))
    }

    @Test("standard input over the 64 MB limit is refused like a file, without reading it all")
    func standardInputLimit() throws {
        let result = try Self.bash(#"head -c 70000000 /dev/zero | "$0" lint -"#)
        #expect(result.status == 2)
        #expect(result.stderr.contains("standard input is over the 64 MB limit"))
        let endless = try Self.bash(#""$0" lint - < /dev/zero"#)
        #expect(endless.status == 2)
        #expect(endless.stderr.contains("standard input is over the 64 MB limit"))
        let device = try Self.bash(#""$0" lint /dev/zero"#)
        #expect(device.status == 2)
        #expect(device.stderr.contains("'/dev/zero': it is a character device, not a regular file"), "refused unread")
    }
}
