import Foundation

/// The folder whose files `haptickit mcp`'s tools may read: the working directory the client
/// started the server in. A path that leads out of it, by `..` or by a symbolic link, is refused
/// before any command sees it.
struct MCPWorkspace: Sendable {
    /// The folder, with every link resolved.
    let root: String

    /// The workspace at `folder` (links resolved), or `nil` when it cannot be resolved.
    init?(_ folder: String) {
        guard let resolved = Self.resolve(folder) else { return nil }
        root = resolved
    }

    /// `path` itself, when it names something inside the workspace (or nothing yet, at a place
    /// inside it); otherwise a ``MCPToolError`` that says why.
    func confine(_ path: String, argument: String) throws -> String {
        guard !path.isEmpty else { throw MCPToolError("\(argument) is empty; give a path in the working directory") }
        guard path != "-" else {
            throw MCPToolError(
                "\(argument) cannot be '-': the server's standard input is the protocol; pass the text itself")
        }
        guard !path.contains("\0") else {
            throw MCPToolError("\(argument) \(CLIText.quote(path)) holds a NUL character")
        }
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        // What the path leads to, every link followed; for a path to nothing, where its folder is.
        let target = Self.resolve(absolute) ?? Self.lexical(absolute)
        guard let target, target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw MCPToolError(
                "\(argument) \(CLIText.quote(path)) is outside the working directory \(CLIText.quote(root)); "
                    + "haptickit mcp reads only files inside it")
        }
        return path
    }

    /// Confines a folder and every file inside it that `names` accepts (a link inside the folder
    /// may lead out of it).
    func confineFolder(_ path: String, argument: String, files names: (String) -> Bool) throws -> String {
        _ = try confine(path, argument: argument)
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        guard let enumerator = FileManager.default.enumerator(atPath: absolute) else { return path }
        var checked = 0
        while let relative = enumerator.nextObject() as? String {
            guard names(relative) else { continue }
            checked += 1
            guard checked <= 10_000 else {
                throw MCPToolError("\(argument) \(CLIText.quote(path)) holds over 10,000 files; name fewer")
            }
            _ = try confine(absolute + "/" + relative, argument: "a file in \(argument)")
        }
        return path
    }

    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A path to nothing: `..` and `.` applied to the nearest folder above it that exists.
    private static func lexical(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return nil }
            default: parts.append(part)
            }
        }
        guard let last = parts.popLast() else { return "/" }
        let parent = "/" + parts.joined(separator: "/")
        guard let resolvedParent = resolve(parent) ?? lexical(parent) else { return nil }
        return (resolvedParent == "/" ? "" : resolvedParent) + "/" + last
    }
}

/// A tool's arguments are wrong: the result says so (`isError`), in words an agent can act on.
struct MCPToolError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
