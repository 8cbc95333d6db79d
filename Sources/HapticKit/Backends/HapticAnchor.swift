/// A point in a coordinate space, such as a view's bounds.
public struct HapticPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = HapticPoint(x: 0, y: 0)

    public var description: String { "(\(HapticIntensity.format(x)), \(HapticIntensity.format(y)))" }
}

/// Where in which view an interaction happened: what the iOS 17.5 `…(at:)` calls need, and what
/// keys a view's own generators.
///
/// The view is held weakly; HapticKit never keeps a view alive.
public struct HapticAnchor: Hashable, Sendable {
    /// The location in the view's coordinate space.
    public let location: HapticPoint
    /// Identifies the view, for keying generators attached to it.
    public let viewID: ObjectIdentifier
    private let reference: WeakReference

    /// An anchor at `location` in `view` (a `UIView` on Apple platforms; any object in tests).
    public init(location: HapticPoint, in view: AnyObject) {
        self.location = location
        self.viewID = ObjectIdentifier(view)
        self.reference = WeakReference(view)
    }

    /// The view, while it is alive. Backends touch it only on the main actor.
    public var view: AnyObject? { reference.object }

    public static func == (lhs: HapticAnchor, rhs: HapticAnchor) -> Bool {
        lhs.location == rhs.location && lhs.viewID == rhs.viewID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(viewID)
    }
}

/// A weak reference that can cross threads: Swift weak references are read atomically, and the
/// object itself is only used on the main actor by the backends that need it.
private final class WeakReference: @unchecked Sendable {
    private(set) weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
