import Foundation

// UIKit's feedback generators and views, as HapticKit drives them: protocols shaped like UIKit's
// own API, so that each UIKit class conforms in one line (Platform/UIKitConformances.swift) and
// ``FeedbackGeneratorDriver`` decides everything over them, built and tested on Linux with fakes.
// Signatures and availability are UIFeedbackGenerator.h, UIImpactFeedbackGenerator.h,
// UISelectionFeedbackGenerator.h, UINotificationFeedbackGenerator.h and
// UICanvasFeedbackGenerator.h (iOS 26.2 SDK). Every member is main-actor only, as UIKit's are.

/// `UIView`, as far as HapticKit touches one: the window it is in (`nil` when it is in none) and
/// removing a generator it holds as an interaction (`removeInteraction(_:)`, iOS 11).
@MainActor
package protocol FeedbackView: AnyObject {
    associatedtype Window: AnyObject
    associatedtype Interaction
    var window: Window? { get }
    func removeInteraction(_ interaction: Interaction)
}

/// `UIFeedbackGenerator`: `prepare()`, and from iOS 17.5, when it adopts `UIInteraction`, the view it
/// is attached to (`nil` once the app replaced the view's interactions).
@MainActor
package protocol FeedbackGenerating: AnyObject {
    associatedtype View: AnyObject
    func prepare()
    @available(iOS 17.5, macCatalyst 17.5, *)
    var view: View? { get }
}

/// `UIImpactFeedbackGenerator`'s calls.
@MainActor
package protocol ImpactFeedbackGenerating: FeedbackGenerating {
    func impactOccurred(intensity: CGFloat)
    @available(iOS 17.5, macCatalyst 17.5, *)
    func impactOccurred(intensity: CGFloat, at location: CGPoint)
}

/// `UISelectionFeedbackGenerator`'s calls.
@MainActor
package protocol SelectionFeedbackGenerating: FeedbackGenerating {
    func selectionChanged()
    @available(iOS 17.5, macCatalyst 17.5, *)
    func selectionChanged(at location: CGPoint)
}

/// `UINotificationFeedbackGenerator`'s calls, with its `FeedbackType`.
@MainActor
package protocol NotificationFeedbackGenerating: FeedbackGenerating {
    associatedtype FeedbackType: NotificationFeedbackType
    func notificationOccurred(_ notificationType: FeedbackType)
    @available(iOS 17.5, macCatalyst 17.5, *)
    func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint)
}

/// `UINotificationFeedbackGenerator.FeedbackType`, made from the router's name for it.
package protocol NotificationFeedbackType {
    init(_ type: HapticCall.UINotificationType)
}

/// `UICanvasFeedbackGenerator`'s calls (iOS 17.5, like the class).
@MainActor
package protocol CanvasFeedbackGenerating: FeedbackGenerating {
    func alignmentOccurred(at location: CGPoint)
    func pathCompleted(at location: CGPoint)
}

/// Makes the generators: UIKit's initialisers, which a protocol cannot require of UIKit's open
/// classes. It makes what it is told (``GeneratorMaking`` decided), in `view` when one is given.
@MainActor
package protocol FeedbackGeneratorFactory: Sendable {
    associatedtype View: FeedbackView
    /// Whether the generators can be made in a view (`init(view:)`, iOS 17.5), on this system.
    var viewInitialisersAvailable: Bool { get }
    /// A generator of `kind` in `view` (`init(view:)`): asked only while
    /// ``viewInitialisersAvailable``.
    func make(_ kind: HapticRequest.GeneratorKey.Kind, in view: View) -> (any FeedbackGenerating)?
    /// A view-less generator of `kind` (`init()`); `nil` only for a canvas generator before iOS 17.5.
    func make(_ kind: HapticRequest.GeneratorKey.Kind) -> (any FeedbackGenerating)?
}
