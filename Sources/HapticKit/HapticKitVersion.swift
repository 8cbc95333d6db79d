/// The version of this HapticKit release, as `haptickit --version` prints it.
package enum HapticKitVersion {
    /// `major.minor.patch`.
    package static let current = "1.0.0"
}
