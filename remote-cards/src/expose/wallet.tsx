import { WalletPage } from '../pages/wallet/wallet-page';

export default WalletPage;
