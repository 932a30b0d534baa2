// The BlurView many apps copied: a clear UIView holding a UIVisualEffectView pinned to its edges
// with Auto Layout. Flipbook draws each subview filling its view, so the play button sits on the
// ultra-thin material in a circle. Below it, AuthenticationServices' SignInWithAppleButton in
// its black and outlined styles: rounded rectangles with their titles.
import SwiftUI
import AuthenticationServices

struct BlurView: UIViewRepresentable {
    typealias UIViewType = UIView
    let style: UIBlurEffect.Style
    func makeUIView(context: UIViewRepresentableContext<BlurView>) -> UIView {
        let view = UIView(frame: CGRect.zero)
        view.backgroundColor = .clear
        let blurView = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blurView.translatesAutoresizingMaskIntoConstraints = false
        view.insertSubview(blurView, at: 0)
        NSLayoutConstraint.activate([
            blurView.widthAnchor.constraint(equalTo: view.widthAnchor),
            blurView.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        return view
    }
    func updateUIView(_ uiView: UIView, context: UIViewRepresentableContext<BlurView>) {}
}

struct Account: View {
    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
                Image(systemName: "play.fill")
                    .font(.system(size: 30))
                    .padding(30)
                    .background(BlurView(style: .systemUltraThinMaterial))
                    .clipShape(Circle())
            }
            .frame(height: 160)
            SignInWithAppleButton(.signIn, onRequest: { request in
                request.requestedScopes = [.fullName, .email]
            }, onCompletion: { _ in })
            .frame(height: 44)
            SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
                .signInWithAppleButtonStyle(.whiteOutline)
                .frame(height: 44)
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 320)) { Account() }
