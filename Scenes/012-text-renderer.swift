import SwiftUI

// iOS 18's TextRenderer (docs/scene-language.md, "textRenderer").
// What you should see, on white: at t = 0.2 s a two-line title appears, "Build Visual Effects
// with SwiftUI", its plain words fading in within 0.2 s while the pink words "Visual Effects"
// rise into place letter by letter, each blurred at first, over 0.9 s (a linear transaction
// the transition scopes, whatever animation inserted it). Below it, "Flipbook" rides a wave:
// each letter is lifted by a sine of its place, and the wave travels across the word once
// in 2 s.

struct EmphasisAttribute: TextAttribute {}

/// Letters of emphasised runs rise and sharpen one after another; other runs fade in.
struct AppearanceRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval
    var elementDuration: TimeInterval = 0.4
    var totalDuration: TimeInterval

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns {
            if run[EmphasisAttribute.self] != nil {
                let delay = (totalDuration - elementDuration) / Double(max(run.count, 1))
                for (index, slice) in run.enumerated() {
                    let time = max(0, min(elapsedTime - Double(index) * delay, elementDuration))
                    var copy = context
                    draw(slice, at: time, in: &copy)
                }
            } else {
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                copy.draw(run)
            }
        }
    }

    func draw(_ slice: Text.Layout.RunSlice, at time: TimeInterval, in context: inout GraphicsContext) {
        let progress = time / elementDuration
        let spring = Spring(duration: 0.35, bounce: 0.4)
        context.translateBy(
            x: 0, y: spring.value(fromValue: slice.typographicBounds.descent * 2, toValue: 0, initialVelocity: 0, time: time))
        context.addFilter(.blur(radius: slice.typographicBounds.rect.height / 16 * (1 - progress)))
        context.opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
        context.draw(slice)
    }
}

extension Text.Layout {
    var flattenedRuns: [Text.Layout.Run] {
        flatMap { line in line }
    }
}

struct AppearanceTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = 0.9
        content.transaction { transaction in
            if !transaction.disablesAnimations {
                transaction.animation = .linear(duration: duration)
            }
        } body: { view in
            view.textRenderer(AppearanceRenderer(elapsedTime: phase.isIdentity ? duration : 0, totalDuration: duration))
        }
    }
}

/// Each letter lifted by a sine of its place and the phase.
struct WaveRenderer: TextRenderer {
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, slice) in run.enumerated() {
                    var copy = context
                    copy.translateBy(x: 0, y: -10 * sin(phase + Double(index) * 0.8))
                    copy.draw(slice)
                }
            }
        }
    }
}

struct TextRendererScene: View {
    @State private var isVisible = false
    @State private var phase = 0.0

    var body: some View {
        VStack(spacing: 40) {
            VStack {
                if isVisible {
                    let emphasis = Text("Visual Effects").customAttribute(EmphasisAttribute()).foregroundStyle(.pink)
                    Text("Build \(emphasis) with SwiftUI")
                        .font(.title.bold())
                        .multilineTextAlignment(.center)
                        .transition(AppearanceTransition())
                }
            }
            .frame(height: 120)
            Text("Flipbook")
                .font(.largeTitle.weight(.heavy))
                .foregroundStyle(.indigo)
                .textRenderer(WaveRenderer(phase: phase))
        }
        .frame(width: 340)
        .task {
            withAnimation(.linear(duration: 2)) { phase = 2 * .pi }
            try? await Task.sleep(for: .seconds(0.2))
            withAnimation { isVisible = true }
        }
    }
}

#Preview("Text renderer", traits: .fixedLayout(width: 360, height: 300)) { TextRendererScene() }
