import { pathsSuite } from '../../qa/paths/paths-suite';
import { crossFrameChannelEntry } from './cross-frame-channel.fixtures';

pathsSuite(crossFrameChannelEntry, [
  { value: 'init' },
  { value: 'handshaked' },
  { value: 'closed' },
]);
