import { pathsSuite } from '../qa/paths-suite';
import { crossFrameChannelEntry } from './cross-frame-channel.fixtures';

pathsSuite(crossFrameChannelEntry, [
  { value: 'init' },
  { value: 'handshaked' },
  { value: 'closed' },
]);
