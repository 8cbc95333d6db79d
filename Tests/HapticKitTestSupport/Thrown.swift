/// The error `body` throws, or `nil` when it returns: for tests that look inside an error.
package func thrown(_ body: () throws -> Void) -> (any Error)? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
