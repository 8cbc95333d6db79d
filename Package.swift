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
        .target(name: "HapticKit"),
        .target(name: "HapticKitTesting", dependencies: ["HapticKit"]),
        .target(name: "HapticKitTooling", dependencies: ["HapticKit"]),
        .target(name: "HapticKitCLI", dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTooling"]),
        .executableTarget(name: "haptickit", dependencies: ["HapticKitCLI"]),
        .executableTarget(name: "haptickit-benchmark", dependencies: ["HapticKit", "HapticKitTesting"]),
        .testTarget(
            name: "HapticKitTests",
            dependencies: ["HapticKit", "HapticKitTesting", "HapticKitTooling", "HapticKitCLI"]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.swiftLanguageMode(.v6)]
}
