import Foundation

/// Whether the Pencil in use has shown it is Apple Pencil Pro, by squeezing: what
/// `PencilSqueezeObserver` keeps. Only Apple Pencil Pro supports squeeze ("Handling squeezes from
/// Apple Pencil", developer.apple.com/documentation/applepencil/handling-squeezes-from-apple-pencil).
///
/// UIKit reports no Pencil's identity, so a squeeze cannot say which Pencil the next touch comes
/// from. HapticKit's choice: a squeeze counts until the app goes to the background (where a person
/// may have paired another Pencil), or until the app calls ``forget()``.
final class PencilSqueezes: Sendable {
    private let seen = LockedState(false)
    private let observers: NotificationObservers

    /// - Parameters:
    ///   - names: the notifications after which a squeeze no longer counts (the app entering
    ///     the background).
    ///   - center: where they are posted.
    init(forgetOn names: [Notification.Name], center: NotificationCenter = .default) {
        let seen = seen
        observers = NotificationObservers(center: center, names: names) { _, _ in seen.withLock { $0 = false } }
    }

    /// A squeeze arrived, in any phase.
    func squeezed() {
        seen.withLock { $0 = true }
    }

    /// Whether a squeeze arrived since this was made or last forgot.
    var sawSqueeze: Bool { seen.withLock { $0 } }

    /// Forgets the squeeze: the next Pencil counts as one of unknown model until it squeezes.
    func forget() {
        seen.withLock { $0 = false }
    }
}
