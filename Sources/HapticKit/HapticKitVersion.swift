/// The version of this HapticKit release.
public enum HapticKitVersion {
    /// `major.minor.patch`.
    public static let current = "0.1.0"
}
