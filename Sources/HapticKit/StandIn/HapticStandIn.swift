#if DEBUG
import Foundation

/// Which of the Debug stand-in's outputs are on: a ripple with a caption, a sound, a console line,
/// shown for each request where nobody can feel a haptic (the Simulator, an Xcode preview).
///
/// Switched the way Apple's own debug switches are, by the app's scheme, never by code:
/// the launch argument `-HapticKitStandIn visual,audible` (which is also the `HapticKitStandIn`
/// key of the argument domain of `UserDefaults`), the environment variable
/// `HAPTICKIT_STAND_IN=visual,audible`, or the `HapticKitStandIn` defaults key; ``switched(arguments:environment:defaults:host:)``
/// decides.
struct HapticStandIn: OptionSet, Hashable, Sendable {
    let rawValue: Int

    /// A ripple where each request was played (the location in its view; the top of the window
    /// for a view-less request), sized by its intensity and sharp-edged by its sharpness, with a
    /// caption: the feedback, and the Apple call the device would make or why nothing plays. It
    /// never takes a touch and never moves a view. With UIKit (iOS, iPadOS, Mac Catalyst, tvOS,
    /// visionOS) and AppKit (macOS); never in an app extension.
    static let visual = HapticStandIn(rawValue: 1 << 0)
    /// A short sound shaped like each feedback that plays: a click for a transient, a tone for a
    /// continuous event, louder with intensity, higher with sharpness (the WAV preview's sound).
    /// It plays only while the app's audio session already mixes with other apps' audio (category
    /// `ambient`, or the `mixWithOthers` option) and neither ducks nor interrupts it; otherwise it
    /// stays off and the console says why. It never changes the app's audio session.
    static let audible = HapticStandIn(rawValue: 1 << 1)
    /// One line per outcome in the console, through unified logging (`os_log`; subsystem `HapticKit`, category
    /// `stand-in`, debug level): the feedback, the device profile, and the call or the skip reason.
    static let console = HapticStandIn(rawValue: 1 << 2)

    /// The launch argument, without its dash, and the defaults key.
    static let defaultsKey = "HapticKitStandIn"
    /// The environment variable.
    static let environmentKey = "HAPTICKIT_STAND_IN"

    /// The default on `host`: `[.visual, .console]` in the Simulator and in Xcode previews,
    /// `[.console]` on a device, on a Mac and in an app extension.
    static func automatic(for host: StandInHost) -> HapticStandIn {
        host.isAppExtension || !(host.isSimulator || host.isPreview) ? .console : [.visual, .console]
    }

    /// The outputs that are on in a process launched with `arguments` and `environment`, whose
    /// defaults hold `defaults` under ``defaultsKey``, on `host`. The first of the launch argument
    /// (`-HapticKitStandIn <value>`), the environment variable and the defaults key whose value
    /// names an output decides; without one, ``automatic(for:)``. A value is a list of `visual`,
    /// `audible`, `console`, `automatic` (the default's outputs) and `none` (no output), separated
    /// by commas or spaces, in any case; other words are ignored. An app extension never shows the
    /// ripple, whatever the value says (``StandInHost/allows(_:)``).
    static func switched(
        arguments: [String], environment: [String: String], defaults: String?, host: StandInHost
    ) -> HapticStandIn {
        let argument = arguments.firstIndex(of: "-" + defaultsKey).flatMap { index in
            arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : nil
        }
        let automatic = automatic(for: host)
        let chosen = [argument, environment[environmentKey], defaults].lazy.compactMap { value in
            value.flatMap { parse($0, automatic: automatic) }
        }.first
        return host.allows(chosen ?? automatic)
    }

    /// The outputs `value` names, or `nil` when it names none (not even `none`).
    private static func parse(_ value: String, automatic: HapticStandIn) -> HapticStandIn? {
        var chosen: HapticStandIn = []
        var named = false
        for word in value.lowercased().split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            switch word {
            case "visual": chosen.insert(.visual)
            case "audible": chosen.insert(.audible)
            case "console": chosen.insert(.console)
            case "automatic": chosen.formUnion(automatic)
            case "none": break
            default: continue
            }
            named = true
        }
        return named ? chosen : nil
    }
}
#endif
