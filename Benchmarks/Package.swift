// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HapticKitBenchmarks",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "HapticKit", path: "..")],
    targets: [
        .executableTarget(
            name: "haptickit-benchmark",
            dependencies: [
                .product(name: "HapticKit", package: "HapticKit"),
                .product(name: "HapticKitTesting", package: "HapticKit"),
                .product(name: "HapticKitTooling", package: "HapticKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
