/* A Swift comment /* that nests */ and still hides: override func viewWillAppear(_ a: Bool) {} */
final class HostingViewController: UIViewController {
    let script = #"override func viewDidAppear(_ animated: Bool) { }"#
    let banner = """
        class Fake: UIViewController { override func viewDidLoad() {} }
        """

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
