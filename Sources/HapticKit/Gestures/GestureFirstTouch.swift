/// Which touch a gesture's input comes from, for `HapticPanGestureRecognizer`: the first touch
/// since the gesture last reset. A touch that joins later (a second finger while a Pencil draws)
/// does not change it; a gesture that saw no touch (a two-finger trackpad scroll sends none) has
/// an unspecified input. Pure, so the recognizer only forwards UIKit's calls to it.
struct GestureFirstTouch {
    /// The first touch's `UITouch.TouchType` raw value, or `nil` before any touch.
    private(set) var touchTypeRawValue: Int?

    init() {}

    /// Touches began (`touchesBegan(_:with:)`): keeps the type of the first one the gesture sees.
    mutating func began(touchTypeRawValue rawValue: Int?) {
        if touchTypeRawValue == nil { touchTypeRawValue = rawValue }
    }

    /// The gesture is over (`reset()`): the next one reads its own first touch.
    mutating func reset() {
        touchTypeRawValue = nil
    }

    /// The gesture's input. Read when asked, so a squeeze that tells the app mid-stroke that the
    /// Pencil is Apple Pencil Pro counts for the rest of the stroke.
    func input(pencilIsPro: Bool) -> HapticInput {
        touchTypeRawValue.map { HapticInput(touchTypeRawValue: $0, pencilIsPro: pencilIsPro) } ?? .unspecified
    }
}
