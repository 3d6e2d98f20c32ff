import type { OfferEvent } from '@dtn/contracts';
import { assertNever } from '../shared/validation';
import type { OfferCommand } from './command-types';
import { submitOffer, updateOffer } from './decide-bid';
import {
  addConversationMessage,
  cancelOffer,
  closeOfferForDemoReset,
  dismissOffer,
  loseToSale,
  rejectOffer,
  restoreOffer,
} from './decide-lifecycle';
import { counterOffer, expireOffer, remindOffer, standByOffer } from './decide-negotiation';
import { quoteTransportBid, requestTransport, selectTransportBid } from './decide-transport';
import type { OfferState } from './state';

export type * from './command-types';

/** The offer's status machine (see the offers design): one pure function per command. */
export function decide(command: OfferCommand, state: OfferState): OfferEvent[] {
  switch (command.type) {
    case 'RequestTransport':
      return requestTransport(command, state);
    case 'QuoteTransportBid':
      return quoteTransportBid(command, state);
    case 'SelectTransportBid':
      return selectTransportBid(command, state);
    case 'SubmitOffer':
      return submitOffer(command, state);
    case 'UpdateOffer':
      return updateOffer(command, state);
    case 'CancelOffer':
      return cancelOffer(command, state);
    case 'CloseOfferForDemoReset':
      return closeOfferForDemoReset(command, state);
    case 'RestoreOffer':
      return restoreOffer(command, state);
    case 'DismissOffer':
      return dismissOffer(command, state);
    case 'RejectOffer':
      return rejectOffer(command, state);
    case 'LoseToSale':
      return loseToSale(command, state);
    case 'AddConversationMessage':
      return addConversationMessage(command, state);
    case 'CounterOffer':
      return counterOffer(command, state);
    case 'StandByOffer':
      return standByOffer(command, state);
    case 'ExpireOffer':
      return expireOffer(command, state);
    case 'RemindOffer':
      return remindOffer(command, state);
    default:
      return assertNever(command);
  }
}
