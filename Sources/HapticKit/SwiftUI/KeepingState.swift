#if canImport(SwiftUI)
import SwiftUI

/// Makes a modifier's object once for the life of its view, and hands it to the modifier.
///
/// `@State private var slot = HapticAnchorSlot()` would make a new object each time the parent
/// view is updated: SwiftUI evaluates a `@State` initial value with every copy of the view, keeps
/// the first and drops the rest. `@StateObject` takes its initial value as an autoclosure and
/// evaluates it once ("SwiftUI creates a new instance of the object only once for each instance of
/// the structure that declares the object", developer.apple.com/documentation/swiftui/stateobject),
/// but needs iOS 14, macOS 11, tvOS 14 and watchOS 7; below them `@State` keeps it (and makes one
/// per update, as before).
struct KeepingState<Object, Inner: ViewModifier>: ViewModifier {
    let make: () -> Object
    let inner: (Object) -> Inner

    init(_ make: @escaping () -> Object, _ inner: @escaping (Object) -> Inner) {
        self.make = make
        self.inner = inner
    }

    func body(content: Content) -> AnyView {
        if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) {
            return AnyView(content.modifier(StateObjectOwner(make: make, inner: inner)))
        }
        return AnyView(content.modifier(StateOwner(make: make, inner: inner)))
    }
}

/// The object, boxed for `@StateObject`; it publishes nothing, so it never updates the view.
final class KeptObject<Object>: ObservableObject {
    let object: Object

    init(_ object: Object) {
        self.object = object
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
private struct StateObjectOwner<Object, Inner: ViewModifier>: ViewModifier {
    @StateObject private var kept: KeptObject<Object>
    let inner: (Object) -> Inner

    init(make: @escaping () -> Object, inner: @escaping (Object) -> Inner) {
        _kept = StateObject(wrappedValue: KeptObject(make()))
        self.inner = inner
    }

    func body(content: Content) -> some View {
        content.modifier(inner(kept.object))
    }
}

private struct StateOwner<Object, Inner: ViewModifier>: ViewModifier {
    @State private var kept: KeptObject<Object>
    let inner: (Object) -> Inner

    init(make: @escaping () -> Object, inner: @escaping (Object) -> Inner) {
        _kept = State(initialValue: KeptObject(make()))
        self.inner = inner
    }

    func body(content: Content) -> some View {
        content.modifier(inner(kept.object))
    }
}
#endif
