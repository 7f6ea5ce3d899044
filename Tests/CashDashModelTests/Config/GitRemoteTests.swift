import CashDashModel
import Testing

/// A git remote as publish takes it: a name, an address or a path, never an option; its password never shown.
@Suite struct GitRemoteTests {
    @Test(arguments: [
        "origin", "my-pages", "https://github.com/a/b.git", "git@github.com:a/b.git", "ssh://h/x", "../b.git",
    ])
    func aNameAnAddressOrAPathIsTaken(_ text: String) {
        #expect(GitRemote(text)?.argument == text)
    }

    @Test(arguments: ["--upload-pack=touch x", "-c", "ext::sh -c x", "fd::3", "s3://b/x", "a b", "orig\nin", ""])
    func anythingElseIsRefused(_ text: String) {
        #expect(GitRemote(text) == nil)
    }

    @Test func credentialsAnywhereInAnAddressAreHidden() {
        #expect(GitRemote.hidingCredentials("https://u:pw@host/x.git") == "https://***@host/x.git")
        #expect(GitRemote.hidingCredentials("https://token@host/x.git") == "https://***@host/x.git")
        #expect(
            GitRemote.hidingCredentials("fatal: 'https://h/x.git?access_token=hunter2' failed")
                == "fatal: 'https://h/x.git?***' failed")
        #expect(GitRemote.hidingCredentials("https://h/x#secret") == "https://h/x#***")
        #expect(GitRemote.hidingCredentials("origin") == "origin")
    }
}
