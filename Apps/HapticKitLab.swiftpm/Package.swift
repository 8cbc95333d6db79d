// swift-tools-version: 6.0
// The HapticKit Lab: an app package that Xcode (and Swift Playgrounds) opens as an app. Where
// AppleProductTypes is missing (the command line, Linux), it is a plain executable that builds the
// same sources.
import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes

let products: [Product] = [
    .iOSApplication(
        name: "HapticKit Lab",
        targets: ["HapticKitLab"],
        bundleIdentifier: "org.haptickit.lab",
        displayVersion: "1.0.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .pencil),
        accentColor: .presetColor(.purple),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [
            .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
        ],
        // UIApplicationSupportsIndirectInputEvents: a trackpad's or mouse's click is a touch of
        // type indirectPointer, so the Lab tells it from a finger.
        additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
]
#else
let products: [Product] = [.executable(name: "HapticKitLab", targets: ["HapticKitLab"])]
#endif

let package = Package(
    name: "HapticKitLab",
    platforms: [.iOS("16.0"), .macOS("13.0"), .macCatalyst("16.0"), .tvOS("17.0"), .watchOS("10.0"), .visionOS("1.0")],
    products: products,
    dependencies: [.package(name: "HapticKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "HapticKitLab",
            dependencies: [
                .product(name: "HapticKit", package: "HapticKit"),
                .product(name: "HapticKitTooling", package: "HapticKit"),
            ],
            path: "Sources",
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
