#if DEBUG
import Foundation

/// What HapticKit's Debug-only stand-in shows of each request, where nobody can feel a haptic
/// (the Simulator, an Xcode preview): a ripple with a caption, a sound, a console line.
///
/// Turn it on or off with one line, in code that is itself Debug-only (the stand-in is compiled
/// only under `#if DEBUG`, so a Release build has none of it):
///
/// ```swift
/// #if DEBUG
/// Haptics.standIn = [.visual, .audible, .console]   // [] turns it off
/// #endif
/// ```
///
/// The default is ``automatic``: in the Simulator and in Xcode previews, the ripple and the
/// console line; on a device or a Mac, the console line only; the sound only when asked for.
/// In an app extension the ripple never shows, whatever this says.
public struct HapticStandIn: OptionSet, Hashable, Sendable {
    /// The members' bits.
    public let rawValue: Int

    /// A stand-in from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A ripple where each request was played (the location in its view; the top of the window
    /// for a view-less request), sized by its intensity and sharp-edged by its sharpness, with a
    /// caption: the feedback, and the Apple call the device would make or why nothing plays. It
    /// never takes a touch and never moves a view. With UIKit (iOS, iPadOS, Mac Catalyst, tvOS,
    /// visionOS) and AppKit (macOS); never in an app extension.
    public static let visual = HapticStandIn(rawValue: 1 << 0)
    /// A short sound shaped like each feedback that plays: a click for a transient, a tone for a
    /// continuous event, louder with intensity, higher with sharpness (the WAV preview's sound).
    /// It plays only while the app's audio session already mixes with other apps' audio (category
    /// `ambient`, or the `mixWithOthers` option) and neither ducks nor interrupts it; otherwise it
    /// stays off and the console says why. It never changes the app's audio session.
    public static let audible = HapticStandIn(rawValue: 1 << 1)
    /// One line per outcome in the console, through unified logging (`os_log`; subsystem `HapticKit`, category
    /// `stand-in`, debug level): the feedback, the device profile, and the call or the skip reason.
    public static let console = HapticStandIn(rawValue: 1 << 2)

    /// The default where this code runs: `[.visual, .console]` in the Simulator and in Xcode
    /// previews, `[.console]` on a device, on a Mac and in an app extension.
    public static var automatic: HapticStandIn { automatic(for: .current) }

    /// The default on `host`.
    static func automatic(for host: StandInHost) -> HapticStandIn {
        host.isAppExtension || !(host.isSimulator || host.isPreview) ? .console : [.visual, .console]
    }
}
#endif
