// swift-tools-version: 6.0
// The README's snippets, and those it showed before 1.0 that the DocC articles now hold, as a
// client of HapticKit would write them. Scripts/apple-check.sh builds a copy that names the
// package by its checkout folder (a path dependency's identity).
// ArticleClient is the SwiftUI snippet of "Byte of the Day: Haptics in SwiftUI" (2020-08-20);
// NutrientClient the call sites of the Nutrient iOS SDK team's CanvasFeedbackGenerator wrapper.
import PackageDescription

let package = Package(
    name: "ReadmeClient",
    platforms: [.iOS(.v13), .macCatalyst("13.1"), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "ReadmeClient", dependencies: [.product(name: "HapticKit", package: "HapticKit")]),
        // That article's SwiftUI snippet as written there, with `import HapticKit` added and its own
        // `Haptics` type removed (and its `]` typo fixed); a target of its own because it declares
        // `EnvironmentValues.haptics` itself.
        .target(name: "ArticleClient", dependencies: [.product(name: "HapticKit", package: "HapticKit")]),
        // Their wrapper deleted, `import HapticKit` added: the call sites compile unchanged.
        .target(name: "NutrientClient", dependencies: [.product(name: "HapticKit", package: "HapticKit")]),
    ]
)
