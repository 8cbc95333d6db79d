import Foundation
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// A squeeze says the Pencil is Apple Pencil Pro; UIKit names no Pencil, so the squeeze counts
/// until the app goes to the background or forgets it.
@Suite("Pencil squeezes")
struct PencilSqueezesTests {
    let center = NotificationCenter()
    static let background = Notification.Name("background")

    @Test("no squeeze yet: a Pencil of unknown model; a squeeze: Apple Pencil Pro")
    func squeeze() {
        let squeezes = PencilSqueezes(forgetOn: [Self.background], center: center)
        #expect(squeezes.sawSqueeze == false)
        squeezes.squeezed()
        #expect(squeezes.sawSqueeze)
    }

    @Test("after the background (where another Pencil may be paired) the squeeze no longer counts")
    func background() {
        let squeezes = PencilSqueezes(forgetOn: [Self.background], center: center)
        squeezes.squeezed()
        center.post(name: Self.background, object: nil)
        #expect(squeezes.sawSqueeze == false)
        squeezes.squeezed()
        #expect(squeezes.sawSqueeze, "a new squeeze counts again")
    }

    @Test("the app can forget a squeeze for a Pencil it knows was changed")
    func forget() {
        let squeezes = PencilSqueezes(forgetOn: [], center: center)
        squeezes.squeezed()
        squeezes.forget()
        #expect(squeezes.sawSqueeze == false)
    }
}
