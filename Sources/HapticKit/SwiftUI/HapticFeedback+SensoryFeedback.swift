#if canImport(SwiftUI)
import SwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
extension HapticFeedback {
    /// The same feedback as SwiftUI's `SensoryFeedback`, for apps that mix `.sensoryFeedback` with
    /// HapticKit; `nil` for a custom pattern, which SwiftUI cannot express.
    ///
    /// ```swift
    /// Text("Saved").sensoryFeedback(HapticFeedback.success.sensoryFeedback!, trigger: saveCount)
    /// ```
    ///
    /// > Important: `pathComplete` needs iOS 17.5, macOS 14.5, tvOS 17.5 or watchOS 10.5 (and a build
    /// > with those SDKs, SwiftUI 5.5), and the
    /// > visionOS families (``press(_:)``, ``release(_:)``, ``selection(_:)``) the 26 releases and a
    /// > build with the 26 SDKs (SwiftUI 7, checked with `canImport(SwiftUI, _version: 7.0)`; SwiftUI
    /// > in the 18 SDKs is 6.x and has no such members); below those this is `nil`. On visionOS
    /// > `SensoryFeedback` exists from visionOS 26, so this property does too.
    public var sensoryFeedback: SensoryFeedback? {
        switch kind {
        case .success: return .success
        case .warning: return .warning
        case .error: return .error
        case .selection: return .selection
        case .increase: return .increase
        case .decrease: return .decrease
        case .start: return .start
        case .stop: return .stop
        case .alignment: return .alignment
        case .levelChange: return .levelChange
        case .pathComplete:
            // SwiftUI 5.5 (the iOS 17.5 and macOS 14.5 SDKs) added it; older SDKs have no such member.
            #if canImport(SwiftUI, _version: 5.5)
            guard #available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, *) else { return nil }
            return .pathComplete
            #else
            return nil
            #endif
        case .impact(let style, let intensity):
            let value = intensity.value
            switch style {
            case .light: return .impact(weight: .light, intensity: value)
            case .medium: return .impact(weight: .medium, intensity: value)
            case .heavy: return .impact(weight: .heavy, intensity: value)
            case .rigid: return .impact(flexibility: .rigid, intensity: value)
            case .solid: return .impact(flexibility: .solid, intensity: value)
            case .soft: return .impact(flexibility: .soft, intensity: value)
            }
        case .press(let press):
            #if canImport(SwiftUI, _version: 7.0)
            guard #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) else { return nil }
            switch press {
            case .button: return .press(.button)
            case .buttonIconOnly: return .press(.buttonIconOnly)
            case .slider: return .press(.slider)
            case .tab: return .press(.tab)
            case .toggle: return .press(.toggle)
            }
            #else
            return nil
            #endif
        case .release(let release):
            #if canImport(SwiftUI, _version: 7.0)
            guard #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) else { return nil }
            switch release {
            case .slider: return .release(.slider)
            }
            #else
            return nil
            #endif
        case .selectionState(let state):
            #if canImport(SwiftUI, _version: 7.0)
            guard #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) else { return nil }
            switch state {
            case .on: return .selection(.on)
            case .off: return .selection(.off)
            case .maximum: return .selection(.maximum)
            case .minimum: return .selection(.minimum)
            }
            #else
            return nil
            #endif
        case .pattern:
            return nil
        }
    }
}
#endif
