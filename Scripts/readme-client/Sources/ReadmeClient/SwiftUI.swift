// The README's and the DocC articles' SwiftUI, Combine and UIKit-control snippets.
#if canImport(Combine)
import Combine
import HapticKit

final class EditorModel: ObservableObject {
    let didSave = PassthroughSubject<Void, Never>()
    func save() { didSave.send() }
}

func combineOperator(_ model: EditorModel) -> AnyCancellable {
    model.didSave
        .haptic(.success)
        .sink { _ in }
}

func asyncSequence() async {
    let (saves, continuation) = AsyncStream<Void>.makeStream()
    let task = Task { await Haptics.shared.play(.success, forEachElementOf: saves) }
    continuation.yield()
    task.cancel()
}
#endif

#if canImport(SwiftUI)
import HapticKit
import SwiftUI

#if !os(tvOS)  // tvOS has no Stepper or Slider
struct EditorView: View {
    @Environment(\.haptics) private var haptics     // Haptics.shared; previews put a recorder here
    @ObservedObject var model: EditorModel           // didSave: PassthroughSubject<Void, Never>
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Save") { haptics.success() }     // on iPad: plays in the anchor view below
            Stepper("Count: \(count)", value: $count)
                .haptic(.increase, trigger: count) { old, new in new > old }
            Text("\(count)").haptic(.selection, trigger: count)
        }
        .haptic(.success, onReceive: model.didSave)
        .hapticAnchor()
    }
}

/// The README's editor in an Xcode preview, with the Debug stand-in drawing and logging each haptic
/// (on in previews by default; the scheme's `-HapticKitStandIn visual,audible,console` adds the sound).
struct EditorViewPreviews: PreviewProvider {
    static var previews: some View {
        EditorView(model: EditorModel())
    }
}
#endif

struct ModifierShapes: View {
    @State private var saveCount = 0
    @State private var level = 0.5
    @State private var status = "idle"
    let saves: AsyncStream<Void>

    var body: some View {
        VStack {
            Text("Saved").haptic(.success, trigger: saveCount)
            #if !os(tvOS)
            Slider(value: $level).haptic(trigger: level) { old, new in new == 1 ? .impact(.heavy) : nil }
            #endif
            Text(status).haptic(trigger: status) { status == "failed" ? .error : nil }
            Text("Upload").haptic(onReceive: Just(1)) { $0 > 0 ? .success : .error }
            Text("Editor").haptic(.success, forEachElementOf: saves)
            #if !os(tvOS)
            Text("★").hapticTap(.selection)
            Rectangle().hapticDrag(.alignment) { drag in
                abs(drag.translation.width) < 4 ? 0 : nil
            }
            #endif
        }
        .environment(\.haptics, Haptics(backend: NoOpHapticBackend(), device: .iPad.with(inputDevice: .pencilPro)))
    }
}
#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

@MainActor
func controls(_ slider: UISlider, _ button: UIButton, haptics: Haptics) {
    slider.addHaptic(.selection, for: .valueChanged)
    button.addHaptic(.impact(.light), for: .touchUpInside, haptics: haptics)
}
#endif
