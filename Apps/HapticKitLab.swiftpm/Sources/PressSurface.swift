#if canImport(SwiftUI)
import HapticKitTooling
import SwiftUI

#if canImport(GameController) && !os(watchOS)
import GameController
#endif

/// A press check: it plays when the accessory's A (or select) button is pressed
/// (``ControllerPress``); on Apple TV also from a button on screen, which only the remote or a
/// controller can press there.
@MainActor
struct PressSurface: View {
    @ObservedObject var model: LabModel
    #if canImport(GameController) && !os(watchOS)
    @StateObject private var press = ControllerPress()
    #endif

    var body: some View {
        VStack(alignment: .leading) {
            #if canImport(GameController) && !os(watchOS)
            Text(press.connected ? "Controller connected: press A." : "Connect the controller, then press A.")
                .foregroundStyle(.secondary)
            #else
            Text("No accessory button can be read here.").foregroundStyle(.secondary)
            #endif
            #if os(tvOS)
            Button("Press select") { model.gesture(.press, at: .zero, in: nil) }
            #endif
        }
        #if canImport(GameController) && !os(watchOS)
        .onAppear { press.start { model.gesture(.press, at: .zero, in: nil) } }
        .onDisappear { press.stop() }
        #endif
    }
}

#if canImport(GameController) && !os(watchOS)
/// Hears the A button of every connected game controller (`GCController.controllers()`, a
/// `pressedChangedHandler` on the extended or micro gamepad's `buttonA`, called on the main queue by
/// default: https://developer.apple.com/documentation/gamecontroller/gccontroller/handlerqueue).
@MainActor
final class ControllerPress: ObservableObject {
    /// Whether a controller is connected.
    @Published private(set) var connected = false
    private var onPress: (@MainActor () -> Void)?
    private var observers: [any NSObjectProtocol] = []

    /// Starts hearing presses, for `onPress`.
    func start(_ onPress: @escaping @MainActor () -> Void) {
        self.onPress = onPress
        attach()
        let center = NotificationCenter.default
        for name in [Notification.Name.GCControllerDidConnect, .GCControllerDidDisconnect] {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                    Task { @MainActor in self?.attach() }
                })
        }
    }

    /// Stops hearing presses.
    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        for button in buttons() { button.pressedChangedHandler = nil }
        onPress = nil
    }

    private func attach() {
        let buttons = buttons()
        connected = !buttons.isEmpty
        for button in buttons { button.pressedChangedHandler = Self.handler(for: self) }
    }

    private func buttons() -> [GCControllerButtonInput] {
        GCController.controllers().compactMap { $0.extendedGamepad?.buttonA ?? $0.microGamepad?.buttonA }
    }

    private func pressed() { onPress?() }

    /// Made outside the main actor: the handler queue is the controller's to choose.
    private nonisolated static func handler(for press: ControllerPress) -> GCControllerButtonValueChangedHandler {
        { [weak press] _, _, isPressed in
            guard isPressed else { return }
            Task { @MainActor in press?.pressed() }
        }
    }
}
#endif
#endif
