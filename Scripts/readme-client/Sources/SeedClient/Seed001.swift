// Seed 001 ("Byte of the Day: Haptics in SwiftUI"), unchanged but for `import HapticKit`, its own
// `struct Haptics` removed, and `self[HapticsEnvironmentKey.self} = newValue` given its `]`.
#if canImport(SwiftUI)
import HapticKit
import SwiftUI

enum HapticsEnvironmentKey: EnvironmentKey {
    static let defaultValue = Haptics()
}

extension EnvironmentValues {
    var haptics: Haptics {
        get { self[HapticsEnvironmentKey.self] }
        set { self[HapticsEnvironmentKey.self] = newValue }
    }
}

struct ContentView: View {
    @Environment(\.haptics) private var haptics
    
    var body: some View {
        Button(action: buttonTapped) {
            Text("Tap Me!")
        }
    }
    
    private func buttonTapped() {
        haptics.success()
    }
}
#endif
