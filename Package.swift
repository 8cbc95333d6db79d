// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HapticKit",
    platforms: [.iOS(.v13), .macCatalyst("13.1"), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "HapticKit", targets: ["HapticKit"]),
        .library(name: "HapticKitTesting", targets: ["HapticKitTesting"]),
        .library(name: "HapticKitTooling", targets: ["HapticKitTooling"]),
        .executable(name: "haptickit", targets: ["haptickit"]),
    ],
    targets: [
        // The privacy manifest declares HapticSettings' UserDefaults use (C56D.1, an SDK wrapper the app calls).
        .target(name: "HapticKit", resources: [.process("PrivacyInfo.xcprivacy")]),
        .target(name: "HapticKitTesting", dependencies: ["HapticKit"]),
        .target(name: "HapticKitTooling", dependencies: ["HapticKit"]),
        .target(name: "HapticKitCLI", dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTooling"]),
        .executableTarget(name: "haptickit", dependencies: ["HapticKitCLI"]),
        // Fakes and fixtures that several test targets share; not a product.
        .target(
            name: "HapticKitTestSupport",
            dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTooling"],
            path: "Tests/HapticKitTestSupport"
        ),
        .testTarget(name: "HapticKitTests", dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTestSupport"]),
        .testTarget(
            name: "HapticKitTestingTests", dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTestSupport"]),
        .testTarget(
            name: "HapticKitToolingTests",
            dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTooling", "HapticKitTestSupport"]
        ),
        .testTarget(
            name: "HapticKitCLITests",
            dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTooling", "HapticKitCLI", "HapticKitTestSupport"]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.swiftLanguageMode(.v6)]
}
