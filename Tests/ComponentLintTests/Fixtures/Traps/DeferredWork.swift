final class PhotoFeedViewController: ASDKViewController<ASCollectionNode> {
    init() {
        super.init(node: ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout()))
        node.onDidLoad { [weak self] node in
            self?.configure(node.view)
        }
        DispatchQueue.main.async {
            self.view.backgroundColor = .white
        }
    }

    func initData() {
        self.view.setNeedsLayout()
    }
}
