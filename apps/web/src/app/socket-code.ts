// What the socket wiring loads when a member's socket first starts (app/socket-wiring.ts): src/socket
// with its library and the wallet's balance pushes, one dynamic import so they arrive as one chunk.
export { createSocketClient, subscribeAppHandlers } from '../socket/index.ts';
export { handleWalletGap, subscribeWalletUpdates } from '../wallet/wallet-socket.ts';
