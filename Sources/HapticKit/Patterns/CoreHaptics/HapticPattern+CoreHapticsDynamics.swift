extension HapticPattern {
    /// The dynamic parameters and curves in the form Core Haptics' typed initializers take.
    ///
    /// `CHHapticPattern` has `init(events:parameters:)` and `init(events:parameterCurves:)` but
    /// nothing that takes both. When a pattern has both, each dynamic parameter becomes a
    /// one-point curve at the same time with the same value, which holds that value just as the
    /// parameter does. Decided here, on every platform; `makeCHHapticPattern(audioResource:)` and
    /// the Swift-source export (HapticKitTooling) only spell it.
    package enum CoreHapticsDynamics: Equatable {
        case parameters([DynamicParameter])
        case curves([ParameterCurve])
    }

    package var coreHapticsDynamics: CoreHapticsDynamics {
        if parameterCurves.isEmpty { return .parameters(dynamicParameters) }
        let converted = dynamicParameters.map {
            ParameterCurve($0.id, at: $0.time, controlPoints: [ParameterCurve.ControlPoint(time: 0, value: $0.value)])
        }
        return .curves(parameterCurves + converted)
    }
}
