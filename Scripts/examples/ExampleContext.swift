// The names the docs' snippets use without making them: `haptics`, `canvas`, `point`, ... Each is
// what the surrounding text says it is (a player, the view a gesture happens in, a location in
// it). Scripts/examples.sh (Linux) and Scripts/apple-examples.sh (Apple SDKs) compile this file
// as the module ExampleContext that every extracted example imports; a snippet that makes a name
// of its own shadows the one here. A SwiftUI view's state (`count`, `level`, `status`, ...) is
// the wrapping view's own (`view_state` in extract.awk). Nothing here runs: the examples are
// compiled, not executed.
import Foundation
import HapticKit
import HapticKitTesting

/// The player a snippet plays through.
public let haptics = Haptics.shared
/// The recorder a test snippet asserts with.
public let recorder = HapticRecorder()
/// The clock a test snippet drives.
public let clock = ManualHapticClock()
/// Where an interaction happened, in its view.
public let point = CGPoint(x: 10, y: 20)
/// Where an interaction happened, in its view.
public let location = point
/// The size a resize gesture proposes.
public let proposedSize = CGSize(width: 200, height: 196)
/// The size a resize gesture proposes when the pointer is at `location`.
public func proposedSize(_ location: CGPoint) -> CGSize { proposedSize }
/// An angle a rotation gesture reached, in degrees.
public let angle = 29.0
/// The angle a drag at `location` has turned the view to, in degrees.
public func angle(of location: CGPoint) -> Double { angle }
/// The input of the interaction.
public let input = HapticInput.anyPencil
/// Whether the Pencil was squeezed (only Apple Pencil Pro squeezes).
public let squeezed = false
/// A pattern.
public let pattern = HapticPattern.tap
/// An AHAP file.
public let url = URL(fileURLWithPath: "Fixtures/ahap/Jump.ahap")
/// The snapping of the resize in progress.
@MainActor public var snapping = AspectRatioSnapping(originalSize: CGSize(width: 200, height: 100))
/// The app's own function that plays when a save finishes.
public func saveFinished() { Haptics.shared.play(.success) }
/// The app's own function under test that must play nothing.
public func saveDraft(_ haptics: Haptics) {}

/// The result of an upload, for the snippets that pick a feedback from a value.
public struct Upload: Sendable {
    /// Whether the upload succeeded.
    public var isSuccess: Bool
}

/// What a view shows about the last save, for the snippets that pick a feedback from it.
public struct SaveStatus: Equatable, Sendable {
    /// What the view says.
    public var message: String
    /// Whether the save failed.
    public var isFailure: Bool

    /// A status.
    public init(message: String, isFailure: Bool) {
        self.message = message
        self.isFailure = isFailure
    }
}

/// A view model with the streams the snippets observe.
public final class ExampleModel: Sendable {
    /// One element per save.
    public let saves = AsyncStream<Void> { _ in }
    /// One element per finished upload.
    public let uploads = AsyncStream<Upload> { _ in }
}

/// The view model of the SwiftUI and Combine snippets.
public let model = ExampleModel()

#if canImport(Combine)
import Combine

extension ExampleModel {
    /// Sends once per save.
    public var didSave: PassthroughSubject<Void, Never> { PassthroughSubject() }
    /// Sends each finished upload.
    public var results: PassthroughSubject<Upload, Never> { PassthroughSubject() }
}

/// The README's editor model: it sends once per save.
public final class EditorModel: ObservableObject {
    /// Sends once per save.
    public let didSave = PassthroughSubject<Void, Never>()

    /// Saves, and says so.
    public func save() { didSave.send() }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The view a gesture happens in.
@MainActor public var canvas: UIView { fatalError("compiled, never run") }
/// A view.
@MainActor public var view: UIView { canvas }
/// The view being resized.
@MainActor public var annotation: UIView { canvas }
/// The dashed guide shown while snapped.
@MainActor public var guide: UIView { canvas }
/// The handle a resize starts from.
@MainActor public var handle: UIView { canvas }
/// A gesture.
@MainActor public var gesture: UIPanGestureRecognizer { fatalError("compiled, never run") }
#if !os(tvOS)
/// A slider.
@MainActor public var slider: UISlider { fatalError("compiled, never run") }
#endif
/// A button.
@MainActor public var button: UIButton { fatalError("compiled, never run") }
/// The size a resize gesture proposes, from its translation.
@MainActor public func proposedSize(_ gesture: UIPanGestureRecognizer) -> CGSize { proposedSize }
#endif

#if canImport(UIKit) && !os(watchOS)
/// A pan that knows its input.
@MainActor public var pan: HapticPanGestureRecognizer { fatalError("compiled, never run") }
/// A touch.
@MainActor public var touch: UITouch { fatalError("compiled, never run") }
#if !os(tvOS)
/// A hover recognizer.
@MainActor public var hoverRecognizer: UIHoverGestureRecognizer { fatalError("compiled, never run") }
#endif
#endif

#if canImport(AppKit) && os(macOS)
import AppKit

/// The view a gesture happens in.
@MainActor public var canvas: NSView { fatalError("compiled, never run") }
/// A view.
@MainActor public var view: NSView { canvas }
/// The view being resized.
@MainActor public var annotation: NSView { canvas }
/// The dashed guide shown while snapped.
@MainActor public var guide: NSView { canvas }
/// An event.
@MainActor public var event: NSEvent { fatalError("compiled, never run") }
#endif
