import HapticKit

/// The device a report was made on: its model identifier, its operating system, the named profile
/// it was checked as, and its idiom. A published observation names the device as its report does
/// (`iPhone 6s`), and may not know the OS.
///
/// ```swift
/// let device = ObservedDevice(
///     model: "iPad16,3", os: .init(of: .iPad), profile: ObservedDevice.profileName(for: .iPad), idiom: .pad)
/// device.system   // "iPadOS" and the version DeviceProfile.iPad runs
/// ```
public struct ObservedDevice: Hashable, Sendable {
    /// The model identifier (`hw.machine`): `iPad16,3`, `iPhone17,1`, `Mac15,6`; in a published
    /// observation, the device as the report names it (`iPhone 6s`).
    public var model: String
    /// The operating system and its version: `iPadOS 18.2`. Always known in a Lab report; `nil` in
    /// a published observation whose report does not say.
    public var os: OperatingSystem?
    /// The name of the device profile it was checked as (`DeviceProfile.named(_:)`), or `nil` when
    /// the device matches none (an iPhone app on a Mac): then no observation can be compared.
    public var profile: String?
    /// The user-interface idiom the app reported, or `nil` when not recorded.
    public var idiom: DeviceProfile.Idiom?
    /// Fields this version does not know, kept so that a round trip loses none
    /// of them (a number keeps its value, not its spelling).
    package var extra: [String: JSONValue]

    /// Creates a device description.
    public init(model: String, os: OperatingSystem?, profile: String? = nil, idiom: DeviceProfile.Idiom? = nil) {
        self.init(model: model, os: os, profile: profile, idiom: idiom, extra: [:])
    }

    /// A device description with the fields this version does not know.
    package init(
        model: String, os: OperatingSystem?, profile: String?, idiom: DeviceProfile.Idiom?,
        extra: [String: JSONValue]
    ) {
        self.model = model
        self.os = os
        self.profile = profile
        self.idiom = idiom
        self.extra = extra
    }

    /// An operating system as a report spells it: a name and a version, `iPadOS 18.2`. Two systems
    /// are equal when their names and versions are (`iOS 12` and `iOS 12.0`); each is written back
    /// as it was read, so a report that says `iOS 12` does not come to say `iOS 12.0`.
    public struct OperatingSystem: Hashable, Sendable, CustomStringConvertible {
        /// `iOS`, `iPadOS`, `macOS`, `watchOS`, `tvOS` or `visionOS`.
        package let name: String
        /// The version.
        package let version: DeviceProfile.OSVersion
        /// The version as it was written.
        private let versionText: String

        /// The names a report may use, with the platforms each stands for (a Mac Catalyst app runs on macOS).
        static let platforms: [(name: String, platforms: [DeviceProfile.Platform])] = [
            ("iOS", [.iOS]), ("iPadOS", [.iPadOS]), ("macOS", [.macOS, .macCatalyst]), ("watchOS", [.watchOS]),
            ("tvOS", [.tvOS]), ("visionOS", [.visionOS]),
        ]

        /// The system a device profile runs: `iPadOS 18.2` for `DeviceProfile.iPad`, `macOS 15.1.1`
        /// for Mac Catalyst.
        public init(of profile: DeviceProfile) {
            name = Self.platforms.first { $0.platforms.contains(profile.platform) }?.name ?? "\(profile.platform)"
            version = profile.os
            versionText = profile.os.description
        }

        /// Reads `<name> <version>`, such as `iPadOS 18.2` or `macOS 15.1.1` (the name is case-insensitive).
        package static func parse(_ text: String) throws -> OperatingSystem {
            let parts = text.split(separator: " ")
            let names = platforms.map(\.name).joined(separator: ", ")
            guard parts.count == 2,
                let known = platforms.first(where: { $0.name.lowercased() == parts[0].lowercased() })
            else {
                throw ObservationReadError(
                    field: "",
                    reason: "\(ReportText.quote(text)) is not '<system> <version>' with a system from \(names)")
            }
            let versionText = String(parts[1])
            guard let version = DeviceProfile.OSVersion(versionText) else {
                throw ObservationReadError(
                    field: "",
                    reason: "\(ReportText.quote(versionText)) is not an OS version; write major[.minor[.patch]],"
                        + " e.g. 17.4 or 18.2.1")
            }
            return OperatingSystem(name: known.name, version: version, versionText: versionText)
        }

        private init(name: String, version: DeviceProfile.OSVersion, versionText: String) {
            self.name = name
            self.version = version
            self.versionText = versionText
        }

        /// Whether two systems have the same name and version, however the versions are spelled.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.name == rhs.name && lhs.version == rhs.version
        }

        /// Hashes the name and the version, as ``==(_:_:)`` compares them.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(version)
        }

        /// The platforms this system runs: `[.macOS, .macCatalyst]` for macOS.
        var runs: [DeviceProfile.Platform] { Self.platforms.first { $0.name == name }?.platforms ?? [] }

        /// `iPadOS 18.2`, the version as it was written.
        public var description: String { "\(name) \(versionText)" }
    }

    /// The profile the router answers for: the named ``profile`` on this OS version (on the
    /// profile's own version when ``os`` is `nil`). `nil` when the report names no profile, a name
    /// this version does not know, or a profile the system does not run (`iOS 18.2` for `ipad`):
    /// the router has no column for such a device.
    package func resolvedProfile() -> DeviceProfile? {
        guard let profile, let named = DeviceProfile.named(profile) else { return nil }
        guard let os else { return named }
        return os.runs.contains(named.platform) ? named.with(os: os.version) : nil
    }

    /// ``os`` as a report's citation writes it: `iPadOS 18.2`, or `OS not stated`.
    public var system: String { os?.description ?? "OS not stated" }

    /// The name of the first named profile that describes `device` apart from its OS version and
    /// input: what the Lab records as ``profile`` (`ipad` for every iPad, `iphone` for an iPhone
    /// with a Taptic Engine). `nil` when no named profile does.
    public static func profileName(for device: DeviceProfile) -> String? {
        DeviceProfile.allNamed.first { named in
            named.profile.with(os: device.os).with(inputDevice: device.inputDevice) == device
        }?.name
    }
}

/// How report errors quote what a report holds.
enum ReportText {
    /// `'text'`, cut at 60 characters, as the CLI quotes what a user wrote.
    static func quote(_ text: String) -> String {
        "'\(cut(text))'"
    }

    /// `text` cut at 60 characters, with `…` where it was cut: a model or profile name a report
    /// gives, printed without quotes.
    static func cut(_ text: String) -> String {
        text.count > 60 ? "\(text.prefix(60))…" : text
    }
}
