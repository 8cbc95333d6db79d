// The Nutrient iOS SDK team's CanvasFeedbackGenerator wrapper (their 2025 write-up of the snapping
// feedback in Nutrient iOS SDK 14.4), used at its call sites, with the wrapper, its private
// CanvasFeedbackGenerating protocol and the UIKit conformances deleted and `import HapticKit`
// added. The call shapes are theirs: `CanvasFeedbackGenerator(view:)`, `prepare()`,
// `alignmentOccurred(at:)`; the resize handler around them is ours.
#if canImport(UIKit) && !os(watchOS)
import HapticKit
import UIKit

@MainActor final class AnnotationResizer {
    private var feedbackGenerator: CanvasFeedbackGenerator?

    func resizeBegan(in view: UIView) {
        let feedbackGenerator = CanvasFeedbackGenerator(view: view)
        feedbackGenerator.prepare()
        self.feedbackGenerator = feedbackGenerator
    }

    func resizeSnapped(at location: CGPoint) {
        feedbackGenerator?.alignmentOccurred(at: location)
    }

    func resizeEnded() {
        feedbackGenerator = nil
    }
}
#endif
