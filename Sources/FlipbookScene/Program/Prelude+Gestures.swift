extension Prelude {
    /// Gestures, written in Swift. A `DragGesture` keeps its callbacks, which a scripted drag
    /// (`// flipbook: drag "Card" by 120,0 at 1.0`) calls as a finger would (`SceneRun`):
    /// `onChanged` and the `updating` bodies at every step, then `onEnded`, then each
    /// `@GestureState` goes back to what it was before the drag. The other gestures are
    /// accepted with their callbacks; nothing performs them, except `TapGesture`, which a
    /// scripted tap performs as `onTapGesture`.
    static let gesturesSource = #"""
        struct DragGesture {
            struct Value: Equatable {
                var time: Date
                var location: CGPoint
                var startLocation: CGPoint
                var translation: CGSize
                var velocity: CGSize
                var predictedEndLocation: CGPoint
                var predictedEndTranslation: CGSize
            }

            var minimumDistance: Double
            /// Where locations are measured: the view (`.local`), the canvas (`.global`), or the
            /// nearest view around it with that `.coordinateSpace(name:)` (`.named(…)`).
            var _space: CoordinateSpace
            var _changed: [(Value) -> Void] = []
            var _ended: [(Value) -> Void] = []
            var _snapshots: [() -> Any] = []
            var _restores: [(Any) -> Void] = []

            init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
                self.minimumDistance = minimumDistance
                self._space = coordinateSpace
            }

            func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
                var gesture = self
                gesture._changed.append(action)
                return gesture
            }

            func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
                var gesture = self
                gesture._ended.append(action)
                return gesture
            }

            func updating<S>(
                _ state: Binding<S>, body: @escaping (Value, inout S, inout Transaction) -> Void
            ) -> DragGesture {
                var gesture = self
                gesture._changed.append { value in
                    var current = state.wrappedValue
                    var transaction = Transaction()
                    body(value, &current, &transaction)
                    // `transaction.animation = .spring()` in the body animates the change.
                    withTransaction(transaction) { state.wrappedValue = current }
                }
                gesture._snapshots.append { state.wrappedValue }
                gesture._restores.append { saved in state.wrappedValue = saved as! S }
                return gesture
            }

            func simultaneously<Other>(with other: Other) -> DragGesture { self }
            func sequenced<Other>(before other: Other) -> DragGesture { self }
            func exclusively<Other>(before other: Other) -> DragGesture { self }
        }

        struct TapGesture {
            var count: Int
            var _ended: [() -> Void] = []
            init(count: Int = 1) { self.count = count }
            func onEnded(_ action: @escaping () -> Void) -> TapGesture {
                var gesture = self
                gesture._ended.append(action)
                return gesture
            }
            func simultaneously<Other>(with other: Other) -> TapGesture { self }
            func sequenced<Other>(before other: Other) -> TapGesture { self }
            func exclusively<Other>(before other: Other) -> TapGesture { self }
        }

        /// A gesture nothing performs offline: its callbacks are kept and never called.
        struct _InertGesture {
            func onChanged<V>(_ action: @escaping (V) -> Void) -> _InertGesture { self }
            func onEnded<V>(_ action: @escaping (V) -> Void) -> _InertGesture { self }
            func updating<S, V>(_ state: Binding<S>, body: @escaping (V, inout S, inout Transaction) -> Void) -> _InertGesture { self }
            func simultaneously<Other>(with other: Other) -> _InertGesture { self }
            func sequenced<Other>(before other: Other) -> _InertGesture { self }
            func exclusively<Other>(before other: Other) -> _InertGesture { self }
        }

        func LongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10) -> _InertGesture { _InertGesture() }
        func MagnificationGesture(minimumScaleDelta: Double = 0.01) -> _InertGesture { _InertGesture() }
        func MagnifyGesture(minimumScaleDelta: Double = 0.01) -> _InertGesture { _InertGesture() }
        func RotationGesture(minimumAngleDelta: Angle = .degrees(1)) -> _InertGesture { _InertGesture() }
        func RotateGesture(minimumAngleDelta: Angle = .degrees(1)) -> _InertGesture { _InertGesture() }
        func SpatialTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local) -> _InertGesture { _InertGesture() }
        // Composed gestures written as types: the first, as `first.simultaneously(with: second)` is.
        func SimultaneousGesture<First, Second>(_ first: First, _ second: Second) -> First { first }
        func SequenceGesture<First, Second>(_ first: First, _ second: Second) -> First { first }
        func ExclusiveGesture<First, Second>(_ first: First, _ second: Second) -> First { first }
        // The type-erased gesture: the gesture it wraps, as its callbacks are what it keeps.
        func AnyGesture<Wrapped>(_ gesture: Wrapped) -> Wrapped { gesture }
        """#
}
