// HapticKitTesting re-exports HapticKit, so a test file needs one import.
@_exported import HapticKit
