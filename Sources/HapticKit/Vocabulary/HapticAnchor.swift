import Foundation

/// Where in which view an interaction happened: what the iOS 17.5 `…(at:)` calls need, and what
/// keys a view's own generators.
///
/// HapticKit makes anchors from the typed calls (`play(_:at:in:)` with a `UIView` or `NSView`);
/// backends read them. The view is held weakly; HapticKit never keeps a view alive.
public struct HapticAnchor: Equatable, Sendable {
    /// The location in the view's coordinate space.
    public let location: CGPoint
    /// Identifies the view, for keying generators attached to it.
    public let viewID: ObjectIdentifier
    /// The view, held weakly in a box that anchors in the same view share (``moved(to:)``, and
    /// the player's requests from one view), so making one for a request allocates nothing.
    private let reference: WeakReference

    /// An anchor at `location` in `view`: a `UIView` or `NSView` from the typed calls, any
    /// object in HapticKit's own tests.
    init(location: CGPoint, in view: AnyObject) {
        self.init(location: location, in: view, reference: WeakReference(view))
    }

    /// An anchor at `location` in `view`, which `reference` holds.
    init(location: CGPoint, in view: AnyObject, reference: WeakReference) {
        self.init(location: location, viewID: ObjectIdentifier(view), reference: reference)
    }

    private init(location: CGPoint, viewID: ObjectIdentifier, reference: WeakReference) {
        self.location = location
        self.viewID = viewID
        self.reference = reference
    }

    /// Where in `view` a request plays, the one rule every adapter and modifier follows: at
    /// `touch`, where the touch or pointer that caused it is known, else at the centre of the
    /// view's `bounds`. HapticKit's choice: the view stands for the control the user acted on, so
    /// its centre stands for where the action happened.
    init(at touch: CGPoint?, in view: AnyObject, bounds: CGRect) {
        self.init(location: Self.location(of: touch, in: bounds), in: view)
    }

    /// The location ``init(at:in:bounds:)`` plays at: `touch`, else the centre of `bounds`.
    static func location(of touch: CGPoint?, in bounds: CGRect) -> CGPoint {
        // From the origin and size, not `midX`, which the watchOS stand-in SDK's CoreGraphics lacks.
        touch ?? CGPoint(x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2)
    }

    /// The same view, still held weakly, at `location`: what a generator made for a view (and
    /// outliving it) plays at.
    func moved(to location: CGPoint) -> HapticAnchor {
        HapticAnchor(location: location, viewID: viewID, reference: reference)
    }

    /// The view, while it is alive.
    ///
    /// Read it on the main thread only: reading it retains the view for a moment, and if the main
    /// thread dropped the view's last owner meanwhile, the view would be deallocated on the
    /// reading thread. HapticKit's own backends read it only on the main actor.
    public var view: AnyObject? { reference.object }

    #if DEBUG
    /// How many times the view was loaded off the main queue (Debug builds): each time, a view
    /// the main thread let go of meanwhile would have been deallocated on that thread.
    var offMainViewLoads: Int { reference.offMainLoads.withLock { $0 } }
    #endif

    /// Whether `other` holds its view in the same box (made in the same view, and shared).
    func sharesReference(with other: HapticAnchor) -> Bool { reference === other.reference }

    // Compares coordinates rather than `CGPoint`s, whose `Equatable` comes from the CoreGraphics
    // overlay that the watchOS stand-in SDK lacks.
    /// Whether two anchors are the same point in the same view.
    public static func == (lhs: HapticAnchor, rhs: HapticAnchor) -> Bool {
        lhs.location.x == rhs.location.x && lhs.location.y == rhs.location.y && lhs.viewID == rhs.viewID
    }
}

/// A weak reference that can cross threads: Swift weak references are read atomically, and the
/// object itself is only used on the main actor by the backends that need it.
final class WeakReference: @unchecked Sendable {
    private weak var stored: AnyObject?
    /// The object's identifier, readable without loading the object.
    let id: ObjectIdentifier
    #if DEBUG
    /// Loads of the object off the main queue, counted in Debug builds for HapticKit's tests.
    let offMainLoads = LockedState(0)
    #endif

    init(_ object: AnyObject) {
        stored = object
        id = ObjectIdentifier(object)
    }

    /// The object, while it is alive.
    var object: AnyObject? {
        #if DEBUG
        if !MainQueue.isCurrent { offMainLoads.withLock { $0 += 1 } }
        #endif
        return stored
    }
}
