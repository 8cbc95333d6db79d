#if DEBUG && canImport(QuartzCore) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS))
import Foundation
import QuartzCore

/// The stand-in's rings as Core Animation layers, for the UIKit and AppKit overlays: each ring of
/// a ``StandInCue`` spreads from a tenth of its radius, holds, then fades, after its delay. A ring
/// for something not felt is grey, faint and dashed.
enum StandInRipple {
    static func layers(for cue: StandInCue, at centre: CGPoint) -> [CAShapeLayer] {
        let alpha: CGFloat = cue.isFelt ? 0.9 : 0.5
        let colour =
            cue.isFelt ? CGColor(red: 0, green: 0.48, blue: 1, alpha: alpha) : CGColor(gray: 0.55, alpha: alpha)
        let now = CACurrentMediaTime()
        return cue.rings.map { ring in
            let radius = CGFloat(ring.radius)
            let shape = CAShapeLayer()
            shape.path = CGPath(
                ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius), transform: nil)
            shape.position = centre
            shape.fillColor = nil
            shape.strokeColor = colour
            shape.lineWidth = CGFloat(ring.lineWidth)
            if !cue.isFelt { shape.lineDashPattern = [4, 4] }
            shape.opacity = 0
            let spread = CABasicAnimation(keyPath: "transform.scale")
            spread.fromValue = 0.1
            spread.toValue = 1
            spread.duration = ring.spreadSeconds
            spread.fillMode = .forwards
            spread.isRemovedOnCompletion = false
            let shown = ring.spreadSeconds + ring.holdSeconds
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 1, 0]
            fade.keyTimes = [0, NSNumber(value: shown / (shown + 0.3)), 1]
            let group = CAAnimationGroup()
            group.animations = [spread, fade]
            group.duration = shown + 0.3
            group.beginTime = now + ring.delay
            group.fillMode = .backwards
            shape.add(group, forKey: "ripple")
            return shape
        }
    }
}
#endif
