extension Prelude {
    /// AuthenticationServices' `SignInWithAppleButton`: Apple's button, as its style draws it (a
    /// black, white or outlined rounded rectangle with "Sign in with Apple", "Continue with
    /// Apple" or "Sign up with Apple"), filling the space offered [U: Apple's logo glyph is not
    /// in any font Flipbook has, so the title is drawn alone; the corner radius (6) and the
    /// font (semibold, 17) are chosen]. Nobody taps a render: its closures are kept.
    static let signInWithAppleSource = #"""
        enum _SignInWithAppleLabel { case signIn, `continue`, signUp }
        enum _SignInWithAppleStyle { case black, white, whiteOutline }

        struct ASAuthorizationAppleIDRequest {
            var requestedScopes: [ASAuthorization.Scope] = []
            var nonce: String? = nil
            var state: String? = nil
        }
        struct ASAuthorization {
            enum Scope: Hashable { case fullName, email }
            let credential: Any
        }

        struct SignInWithAppleButton: View {
            let label: _SignInWithAppleLabel
            let onRequest: (inout ASAuthorizationAppleIDRequest) -> Void
            let onCompletion: (Result<ASAuthorization, Error>) -> Void
            @Environment(\._signInWithAppleStyle) private var style

            init(
                _ label: _SignInWithAppleLabel = .signIn, onRequest: @escaping (inout ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, Error>) -> Void
            ) {
                self.label = label
                self.onRequest = onRequest
                self.onCompletion = onCompletion
            }

            private var title: String {
                switch label {
                case .signIn: "Sign in with Apple"
                case .continue: "Continue with Apple"
                case .signUp: "Sign up with Apple"
                }
            }

            var body: some View {
                let dark = style == .black
                RoundedRectangle(cornerRadius: 6)
                    .fill(dark ? Color.black : Color.white)
                    .overlay {
                        if style == .whiteOutline { RoundedRectangle(cornerRadius: 6).stroke(Color.black, lineWidth: 1) }
                    }
                    .overlay {
                        Text(title)
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(dark ? Color.white : Color.black)
                            .lineLimit(1)
                            .minimumScaleFactor(0.5)
                            .padding(.horizontal, 8)
                    }
                    .frame(minWidth: 140, maxWidth: .infinity, minHeight: 30, maxHeight: .infinity)
            }
        }

        extension EnvironmentValues {
            @Entry var _signInWithAppleStyle: _SignInWithAppleStyle = .black
        }

        extension View {
            func signInWithAppleButtonStyle(_ style: _SignInWithAppleStyle) -> some View {
                environment(\._signInWithAppleStyle, style)
            }
        }
        """#
}
