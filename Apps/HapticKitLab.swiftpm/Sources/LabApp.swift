#if canImport(SwiftUI)
import SwiftUI

#if canImport(AppKit) && os(macOS)
import AppKit
#endif

/// The HapticKit Lab: a catalogue of everything HapticKit plays, with the route for this device,
/// and a guided check whose answers become an observation report (docs/Observations.md).
@main
@MainActor
struct HapticKitLabApp: App {
    @StateObject private var model = LabModel()

    init() {
        #if canImport(AppKit) && os(macOS)
        // Run from the command line (`swift run`), an executable is not a regular app until it says so.
        NSApplication.shared.setActivationPolicy(.regular)
        #endif
    }

    var body: some Scene {
        WindowGroup("HapticKit Lab") {
            TabView {
                CatalogueView(model: model)
                    .tabItem { Label("Catalogue", systemImage: "list.bullet") }
                CheckView(model: model)
                    .tabItem { Label("Check", systemImage: "checkmark.circle") }
            }
            .background(AnchorView(anchor: model.anchor))
        }
    }
}
#endif
