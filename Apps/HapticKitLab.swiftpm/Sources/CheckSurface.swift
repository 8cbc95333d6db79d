#if canImport(SwiftUI)
import HapticKit
import HapticKitTooling
import SwiftUI

/// Where a check is played: the surface for its interaction (``LabInteraction``), which plays the
/// check during the gesture through ``LabModel/gesture(_:at:in:)``. A drag, a hover and a scroll
/// use UIKit's recognizers on iPhone, iPad, Mac Catalyst and Apple Vision Pro; elsewhere a drag is
/// SwiftUI's `DragGesture` (a Mac's pointer, a watch's finger). A press comes from the accessory's
/// button (``ControllerPress``), or on Apple TV from a button that only the remote or a controller
/// can press.
@MainActor
struct CheckSurface: View {
    @ObservedObject var model: LabModel
    let interaction: LabInteraction

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(interaction.instruction).font(.callout)
            surface
        }
    }

    @ViewBuilder private var surface: some View {
        if interaction == .press {
            PressSurface(model: model)
        } else {
            #if os(iOS) || os(visionOS)
            GestureSurface(interaction: interaction) { seen, location, view in
                model.gesture(seen, at: location, in: view)
            }
            .frame(height: 220)
            #elseif os(macOS) || os(watchOS)
            if interaction == .drag {
                DragCanvas { location in
                    #if os(macOS)
                    model.gesture(.pointer, at: location, in: nil)
                    #else
                    model.gesture(.touch, at: location, in: nil)
                    #endif
                }
                .frame(height: 120)
            } else {
                Text("A \(interaction.rawValue) check needs an iPad.").foregroundStyle(.secondary)
            }
            #else
            Text("A \(interaction.rawValue) check needs an iPad.").foregroundStyle(.secondary)
            #endif
        }
    }
}

#if os(iOS) || os(visionOS)
/// ``GestureSurfaceView`` in SwiftUI.
struct GestureSurface: UIViewRepresentable {
    let interaction: LabInteraction
    let onGesture: @MainActor (LabGesture, CGPoint, UIView) -> Void

    func makeUIView(context: Context) -> GestureSurfaceView {
        GestureSurfaceView(frame: .zero)
    }

    func updateUIView(_ view: GestureSurfaceView, context: Context) {
        view.interaction = interaction
        view.onGesture = onGesture
    }
}
#endif

#if os(macOS) || os(watchOS)
/// A square to drag onto a guide with SwiftUI's `DragGesture`; `onSnap` hears the location of
/// each snap (HapticKit's `HapticSnapTracker`).
struct DragCanvas: View {
    let onSnap: @MainActor (CGPoint) -> Void
    @State private var offset: CGFloat = 0
    @State private var start: CGFloat?
    @State private var snap = HapticSnapTracker(values: [], tolerance: 8)

    var body: some View {
        GeometryReader { geometry in
            let guide = geometry.size.width * 0.7
            let home = geometry.size.width * 0.2
            ZStack(alignment: .topLeading) {
                Rectangle().fill(.purple).frame(width: 2, height: geometry.size.height).offset(x: guide - 1)
                RoundedRectangle(cornerRadius: 6).fill(.blue).frame(width: 30, height: 30)
                    .offset(x: home + offset - 15, y: geometry.size.height / 2 - 15)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        if start == nil {
                            start = offset
                            snap = HapticSnapTracker(values: [Double(guide - home)], tolerance: 8)
                            snap.begin(at: Double(offset))
                        }
                        let step = snap.update(Double((start ?? 0) + value.translation.width))
                        offset = CGFloat(step.target ?? step.value)
                        if step.tap != nil { onSnap(value.location) }
                    }
                    .onEnded { _ in
                        start = nil
                        snap.end()
                    })
        }
    }
}
#endif
#endif
