extension Prelude {
    /// `PhaseAnimator` and `.phaseAnimator`, written in Swift on top of `@State`, `onAppear`,
    /// `onChange` and `withAnimation(_:_:completion:)`, so they follow the run stage's rules for
    /// transactions and completions like any scene code.
    ///
    /// Without a trigger the animator starts at the first phase and, as it appears, animates to
    /// each next phase in turn, back to the first after the last, for ever; each step starts
    /// when the previous one's animation logically completes (its completion callback). With a
    /// trigger it rests at the first phase, and each change of the trigger runs through every
    /// phase once and back to the first.
    static let phaseAnimatorSource = #"""
        struct PhaseAnimator<Phase: Equatable, Content: View>: View {
            let phases: [Phase]
            let trigger: AnyHashable?
            let isTriggered: Bool
            let content: (Phase) -> Content
            let animation: (Phase) -> Animation?
            @State private var index = 0

            init(
                _ phases: [Phase], trigger: AnyHashable?, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }
            ) {
                self.phases = Array(phases)
                self.trigger = trigger
                self.isTriggered = true
                self.content = content
                self.animation = animation
            }

            init(
                _ phases: [Phase], @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }
            ) {
                self.phases = Array(phases)
                self.trigger = nil
                self.isTriggered = false
                self.content = content
                self.animation = animation
            }

            var body: some View {
                content(phases[index])
                    .onAppear { if !isTriggered && phases.count > 1 { advance() } }
                    .onChange(of: trigger) { if isTriggered && phases.count > 1 { advance() } }
            }

            private func advance() {
                let next = (index + 1) % phases.count
                withAnimation(animation(phases[next])) {
                    index = next
                } completion: {
                    if !isTriggered || next != 0 { advance() }
                }
            }
        }

        extension View {
            func phaseAnimator<Phase: Equatable>(
                _ phases: [Phase], trigger: AnyHashable?, @ViewBuilder content: @escaping (Self, Phase) -> some View,
                animation: @escaping (Phase) -> Animation? = { _ in .default }
            ) -> some View {
                PhaseAnimator(phases, trigger: trigger, content: { phase in content(self, phase) }, animation: animation)
            }

            func phaseAnimator<Phase: Equatable>(
                _ phases: [Phase], @ViewBuilder content: @escaping (Self, Phase) -> some View,
                animation: @escaping (Phase) -> Animation? = { _ in .default }
            ) -> some View {
                PhaseAnimator(phases, content: { phase in content(self, phase) }, animation: animation)
            }
        }
        """#
}
