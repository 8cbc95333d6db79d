/// The outcome a pattern play still owes its request: a play that returned before its engine was
/// made or started (the outcome said `.played`) and that then does not play reports why on its
/// request (``HapticRequest/reportFailure(_:)``), once.
///
/// Each ``HapticEngineLifecycle/Play`` carries one, shared by its copies (a retry, a rebuild after
/// a reset). It is settled once: when the play's player starts (the outcome was right), when the
/// play is thrown from ``HapticEngineDriver/play(_:lasting:for:)`` (the outcome says so), or when
/// the play is dropped (reported). One that is let go unsettled, because whatever held the waiting
/// play went (the pattern player, its driver, an engine that never arrived), reports
/// ``HapticEngineFailure/Cause/patternPlayerGone`` then: every request that does not play gets an
/// outcome that says so, whatever drops it.
final class PendingPatternPlay: Sendable {
    private let request: LockedState<HapticRequest?>

    init(_ request: HapticRequest) {
        self.request = LockedState(request)
    }

    /// The play started, or its failure was thrown to the caller: nothing more to report.
    func settle() {
        request.withLock { $0 = nil }
    }

    /// The play will not happen: reports `failure` on its request, unless it was settled.
    func report(_ failure: HapticEngineFailure) {
        guard
            let request = request.withLock({ request in
                defer { request = nil }
                return request
            })
        else { return }
        request.reportFailure(failure.skipReason)
    }

    deinit {
        report(HapticEngineFailure(.patternPlayerGone, droppedPlays: 1))
    }
}

extension HapticEngineFailure {
    /// The skip reason one dropped play reports: ``HapticSkipReason/appNotActive`` when the app
    /// entered the background, else ``HapticSkipReason/backendFailed(_:)`` with this failure.
    var skipReason: HapticSkipReason {
        cause == .appEnteredBackground ? .appNotActive : .backendFailed(self)
    }
}
